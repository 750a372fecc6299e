/**
 * The subset of JSON Schema (draft-07) docsnav writes: enough for the JSON pane's completions,
 * hovers and markers, and for any draft-07 validator. Typed here rather than borrowed from
 * Monaco so the core stays free of editor types.
 */
export interface JsonSchema {
  $schema?: string;
  $id?: string;
  $ref?: string;
  title?: string;
  description?: string;
  /** Monaco's hover renders this Markdown instead of `description` when present. */
  markdownDescription?: string;
  type?:
    'object' | 'array' | 'string' | 'number' | 'boolean' | 'null' | Array<'object' | 'array' | 'string' | 'number' | 'boolean' | 'null'>;
  enum?: readonly unknown[];
  /** One description per `enum` value (Monaco shows it beside the completion). */
  enumDescriptions?: readonly string[];
  properties?: Record<string, JsonSchema>;
  patternProperties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  required?: readonly string[];
  items?: JsonSchema;
  minItems?: number;
  minLength?: number;
  pattern?: string;
  /** Monaco shows this instead of its generic "does not match the pattern". */
  patternErrorMessage?: string;
  anyOf?: JsonSchema[];
  /** Draft-07 conditionals: `else` applies when the value does not match `if`. */
  if?: JsonSchema;
  then?: JsonSchema;
  else?: JsonSchema;
  definitions?: Record<string, JsonSchema>;
  /** Snippets Monaco offers when completing a value of this schema. */
  defaultSnippets?: Array<{ label?: string; description?: string; body: unknown }>;
}
