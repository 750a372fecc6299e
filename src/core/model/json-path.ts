/** A segment of a JSON path: a property key or an array index. */
export type PathSegment = string | number;
