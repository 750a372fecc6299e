import { describe, expect, it } from 'vitest';
import '../../../src/core/sidebar/set-site-setting';
import { storeWith, text } from '../../helpers/store';
import { setSiteSettingCommand } from '../../../src/core/sidebar/set-site-setting';

const base = '{\n  "theme": "mint",\n  "name": "A",\n  "navigation": { "pages": ["index"] }\n}\n';

describe('set-site-setting', () => {
  it('creates nested objects for a new setting, in one undo step', () => {
    const s = storeWith(base);
    expect(s.run(setSiteSettingCommand, { path: ['api', 'playground', 'proxy'], value: false }).ok).toBe(true);
    expect(JSON.parse(text(s)).api).toEqual({ playground: { proxy: false } });
    s.undo();
    expect(text(s)).toBe(base);
  });

  it('changes a scalar in place and leaves the rest of the text untouched', () => {
    const s = storeWith('{\n  "theme": "mint",\n  "interaction": { "drilldown": false },\n  "navigation": { "pages": [] }\n}\n');
    s.run(setSiteSettingCommand, { path: ['interaction', 'drilldown'], value: true });
    expect(text(s)).toBe('{\n  "theme": "mint",\n  "interaction": { "drilldown": true },\n  "navigation": { "pages": [] }\n}\n');
  });

  it('unsetting the last key removes the emptied objects too', () => {
    const s = storeWith('{\n  "theme": "mint",\n  "styling": { "eyebrows": "breadcrumbs" },\n  "navigation": { "pages": [] }\n}\n');
    s.run(setSiteSettingCommand, { path: ['styling', 'eyebrows'], value: undefined });
    expect(JSON.parse(text(s))).toEqual({ theme: 'mint', navigation: { pages: [] } });
  });

  it('unsetting keeps sibling keys', () => {
    const s = storeWith('{"theme":"mint","styling":{"eyebrows":"breadcrumbs","codeblocks":"dark"},"navigation":{"pages":[]}}');
    s.run(setSiteSettingCommand, { path: ['styling', 'eyebrows'], value: undefined });
    expect(JSON.parse(text(s)).styling).toEqual({ codeblocks: 'dark' });
  });

  it('refuses with a reason when a parent is not an object, and changes nothing', () => {
    const s = storeWith('{"theme":"mint","interaction":[],"navigation":{"pages":[]}}');
    const r = s.run(setSiteSettingCommand, { path: ['interaction', 'drilldown'], value: true });
    expect(r).toEqual({ ok: false, reason: 'interaction is an array, not an object; fix it in the JSON pane' });
    expect(s.undo()).toBe(false);
  });

  it('refuses to unset what is not set', () => {
    const s = storeWith(base);
    expect(s.run(setSiteSettingCommand, { path: ['styling', 'eyebrows'], value: undefined }).ok).toBe(false);
  });
});
