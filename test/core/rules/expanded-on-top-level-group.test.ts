import { describe, expect, it } from 'vitest';
import { expandedOnTopLevelGroup } from '../../../src/core/rules/expanded-on-top-level-group';
import { runRule } from './rule-helpers';

describe('expanded-on-top-level-group', () => {
  it('warns on expanded of a group directly in a section, with a fix that removes it', () => {
    const [d] = runRule(expandedOnTopLevelGroup, { tabs: [{ tab: 'T', groups: [{ group: 'G', expanded: true, pages: ['a'] }] }] });
    expect(d).toMatchObject({
      severity: 'warning',
      code: 'expanded-on-top-level-group',
      path: ['navigation', 'tabs', 0, 'groups', 0, 'expanded'],
    });
    expect(d.message).toContain('navigation.tabs[0].groups[0]: "expanded" has no effect on a top-level group');
    expect(d.fix).toEqual({
      title: 'Remove "expanded"',
      command: 'remove-field',
      args: { file: 'docs.json', path: ['navigation', 'tabs', 0, 'groups', 0], key: 'expanded' },
    });
  });

  it('accepts expanded on a nested group', () => {
    expect(runRule(expandedOnTopLevelGroup, { groups: [{ group: 'G', pages: [{ group: 'N', expanded: false, pages: ['a'] }] }] })).toEqual(
      [],
    );
  });

  it('treats a group in a root-level pages list as top-level too', () => {
    expect(runRule(expandedOnTopLevelGroup, { pages: [{ group: 'G', expanded: true, pages: [] }] })).toHaveLength(1);
  });
});
