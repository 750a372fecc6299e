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
