/**
 * Top-level settings of docs.json that shape navigation, and the enums the JSON Schema,
 * the inspector and the rules share (REFERENCE.md).
 */

export const THEMES = ['mint', 'maple', 'palm', 'willow', 'linden', 'almond', 'aspen', 'luma', 'sequoia'] as const;
export type Theme = (typeof THEMES)[number];

export const ICON_LIBRARIES = ['fontawesome', 'lucide', 'tabler'] as const;

export const ICON_STYLES = [
  'brands',
  'duotone',
  'light',
  'regular',
  'sharp-duotone-solid',
  'sharp-light',
  'sharp-regular',
  'sharp-solid',
  'sharp-thin',
  'solid',
  'thin',
] as const;

/** Top-level keys the generator requires (REFERENCE.md). */
export const REQUIRED_TOP_LEVEL = ['theme', 'name', 'colors', 'navigation'] as const;

/**
 * Values of `styling.eyebrows`: "breadcrumbs" shows the full navigation path above pages,
 * "section" only the section (SPEC.md, Other settings). The JSON Schema reads this list;
 * rules/invalid-setting.ts checks the same two values.
 */
export const EYEBROWS = ['breadcrumbs', 'section'] as const;
