import { describe, expect, it } from 'vitest';
import { externalRefFiles } from '../../../src/core/openapi/external-ref-files';

describe('externalRefFiles: the project files an OpenAPI document refers into', () => {
  it('finds relative file references in YAML, in every quoting, resolved against the document', () => {
    const yaml = [
      'paths:',
      '  /pets:',
      '    $ref: paths/pets.yaml',
      '  /users:',
      "    '$ref': './paths/users.yaml#/get'",
      'components:',
      '  schemas:',
      '    Pet: { $ref: "../common/pet.yaml#/Pet" }',
      '    Err:',
      '      "$ref": common%20errors.yaml',
    ].join('\n');
    expect(externalRefFiles(yaml, 'api/openapi.yaml')).toEqual([
      'api/paths/pets.yaml',
      'api/paths/users.yaml',
      'common/pet.yaml',
      'api/common errors.yaml',
    ]);
  });

  it('finds them in JSON, each file once', () => {
    const json = JSON.stringify({
      paths: { '/a': { $ref: 'a.json#/x' }, '/b': { $ref: 'a.json#/y' } },
      components: { schemas: { S: { $ref: 'schemas/s.json' } } },
    });
    expect(externalRefFiles(json, 'openapi.json')).toEqual(['a.json', 'schemas/s.json']);
  });

  it('leaves out references inside the document, by URL, with another scheme, out of the folder, and to itself', () => {
    const yaml = [
      'a: { $ref: "#/components/schemas/A" }',
      'b: { $ref: "https://example.com/pet.yaml" }',
      'c: { $ref: "file:///etc/passwd" }',
      'd: { $ref: "../../outside.yaml" }',
      'e: { $ref: "openapi.yaml#/components/schemas/A" }',
      'f: { $ref: "%E0%A4%A.yaml" }',
      'g: { $ref: "" }',
    ].join('\n');
    expect(externalRefFiles(yaml, 'api/openapi.yaml')).toEqual([]);
  });

  it('does not take a key that only ends in "ref" for a reference', () => {
    expect(externalRefFiles('x$ref: a.yaml\nhref: b.yaml\n', 'openapi.yaml')).toEqual([]);
  });
});
