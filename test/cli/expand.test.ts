import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { docsnav } from './run-cli';

const openapi = join(__dirname, '..', 'fixtures', 'openapi');
const sample = join(__dirname, '..', '..', 'public', 'sample');

interface Row {
  labels: string[];
  place: string;
  generatedGroup?: boolean;
  pages: {
    address: string;
    title: string;
    method?: string;
    path?: string;
    generated: boolean;
    hidden?: boolean;
    unresolved?: boolean;
    root?: boolean;
  }[];
}

describe('docsnav expand', () => {
  it("--json: every element with pages, its label path, and its pages; generated groups after the element's own content", async () => {
    const r = await docsnav(['expand', 'site', '--json'], openapi);
    expect(r.code).toBe(0);
    const rows = JSON.parse(r.stdout) as Row[];
    expect(rows.map((e) => [e.labels.join(' > '), e.place, !!e.generatedGroup])).toEqual([
      ['Guides > Start', 'navigation.tabs[0].groups[0]', false],
      ['API > Users', 'navigation.tabs[1].groups[0]', false],
      ['API > Generated > Users', 'navigation.tabs[1].groups[1]', true],
      ['API > Generated > Teams', 'navigation.tabs[1].groups[1]', true],
    ]);
    // File pages take their title from front matter; one bound to an operation by its front
    // matter (SPEC rule 7) shows the method and path it names.
    expect(rows[0].pages).toEqual([
      { address: 'index', title: 'Welcome', entry: 'index', generated: false },
      { address: 'people', title: 'People', entry: 'people', method: 'GET', path: '/teams', generated: false },
    ]);
    expect(rows[1].pages).toEqual([
      {
        address: 'api-reference/users/list-users',
        title: 'List users',
        entry: 'GET /users',
        method: 'GET',
        path: '/users',
        generated: false,
      },
      // A trailing slash the document lacks: the site's build still finds GET /users (and
      // `check` warns that the specification wants the exact path).
      {
        address: 'api-reference/users/list-users',
        title: 'List users',
        entry: 'GET /users/',
        method: 'GET',
        path: '/users',
        generated: false,
      },
    ]);
    // The object form's directory replaces api-reference.
    expect(rows[2].pages.map((p) => [p.method, p.path, p.address, p.generated])).toEqual([
      ['GET', '/users', 'gen/users/list-users', true],
      ['POST', '/users', 'gen/users/create-a-user', true],
      ['GET', '/users/{userId}', 'gen/users/get-a-user', true],
    ]);
  });

  it('on the built-in sample: the generated pages of "Gardens", grouped by tag, the hidden one marked', async () => {
    const rows = JSON.parse((await docsnav(['expand', '.', '--json'], sample)).stdout) as Row[];
    const gardens = rows.filter((e) => e.labels.slice(0, 4).join(' > ') === 'en > v2 > API reference > Gardens');
    expect(gardens.map((e) => e.labels[4])).toEqual(['Gardens', 'Beds', 'API Reference']);
    expect(gardens[0].pages.map((p) => `${p.method} ${p.path} ${p.address} ${p.title}`)).toEqual([
      'GET /gardens api-reference/gardens/list-gardens List gardens',
      'POST /gardens api-reference/gardens/create-a-garden Create a garden',
    ]);
    expect(gardens[2].pages).toEqual([
      {
        address: 'api-reference/internal-metrics',
        title: 'Internal metrics',
        method: 'GET',
        path: '/internal/metrics',
        generated: true,
        hidden: true,
      },
    ]);
    // A group's root page is listed first, marked.
    const install = rows.find((e) => e.labels.at(-1) === 'Installation')!;
    expect(install.pages[0]).toMatchObject({ address: 'install/index', root: true });
  });

  it('the text form lists each element and its pages; a bad input exits 2', async () => {
    const r = await docsnav(['expand', 'site'], openapi);
    expect(r.stdout).toContain('API > Generated > Teams (generated)\n  GET /teams/  gen/teams/list-teams  "List teams"\n');
    expect(r.stdout).toContain('  GET /users  api-reference/users/list-users  "List users"\n');
    expect((await docsnav(['expand', 'nope'], openapi)).code).toBe(2);
  });
});
