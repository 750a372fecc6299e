import { observeElementRect, type Virtualizer } from '@tanstack/react-virtual';

/**
 * Options for `useVirtualizer` that draw a screenful of rows while the scroller has no size yet
 * (not laid out: a pane just mounted, or a document without layout such as jsdom's): a size of
 * zero is not taken for the scroller's size, so the rows of `initialRect` are drawn until a real
 * one is known. Without it @tanstack/virtual-core 3.16 draws no row at all until a resize.
 */
export const SIZED = {
  initialRect: { width: 0, height: 600 },
  observeElementRect: <T extends Element>(instance: Virtualizer<T, Element>, cb: (rect: { width: number; height: number }) => void) =>
    observeElementRect(instance, (rect) => {
      if (rect.height > 0) cb(rect);
    }),
};
