import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { looksLikeOpenapi, startsLikeSortedOpenapi3 } from '../../../src/core/openapi/looks-like-openapi';

describe('startsLikeSortedOpenapi3: the head of an OpenAPI 3 document whose keys are sorted', () => {
  it('knows JSON and YAML that open with `components` and one of its sections', () => {
    expect(startsLikeSortedOpenapi3('{\n  "components": {\n    "schemas": {\n      "a": {')).toBe(true);
    expect(startsLikeSortedOpenapi3('\uFEFF{"components":{"securitySchemes":{')).toBe(true);
    expect(startsLikeSortedOpenapi3('---\ncomponents:\n  schemas:\n    a:\n')).toBe(true);
    expect(startsLikeSortedOpenapi3('# generated\n\ncomponents:\n  # the shared ones\n  "pathItems":\n')).toBe(true);
  });

  it('not a head that does not open so: another first key, no section, Swagger 2.0 sorted, `components` nested', () => {
    expect(startsLikeSortedOpenapi3('{"info": {}, "components": {"schemas": {}}}')).toBe(false);
    expect(startsLikeSortedOpenapi3('{"components": {"x-extra": {}}}')).toBe(false);
    expect(startsLikeSortedOpenapi3('{"components": []}')).toBe(false);
    expect(startsLikeSortedOpenapi3('{"consumes": ["application/json"], "definitions": {}}')).toBe(false);
    expect(startsLikeSortedOpenapi3('  components:\n    schemas:\n')).toBe(false);
    expect(startsLikeSortedOpenapi3('components:\nschemas:\n')).toBe(false);
    expect(startsLikeSortedOpenapi3('{"group": "Components", "pages": []}')).toBe(false);
  });

  it.skipIf(!existsSync('../shared/openapi/stripe'))(
    "Stripe's documents open so (JSON and YAML), its Swagger 2.0 one and GitHub's do not; the whole text says all four are OpenAPI",
    () => {
      const head = (p: string) => readFileSync(`../shared/openapi/${p}`, 'utf8').slice(0, 4096);
      const whole = (p: string) => looksLikeOpenapi(readFileSync(`../shared/openapi/${p}`, 'utf8'));
      const files = [
        'stripe/openapi/spec3.json',
        'stripe/openapi/spec3.yaml',
        'stripe-swagger2/openapi/spec2.json',
        'github/generated/api.github.com.json',
      ];
      expect(files.map(head).map(startsLikeSortedOpenapi3)).toEqual([true, true, false, false]);
      expect(files.map(whole)).toEqual([true, true, true, true]);
    },
  );
});
