// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { PreviewIcon, sameIcon } from '../../../src/ui/common/preview-icon';

afterEach(cleanup);

describe('PreviewIcon', () => {
  it('is not drawn again for an equal IconRef made anew, and is for any difference', () => {
    // The sidebar builds a new IconRef for every option on every keystroke.
    expect(sameIcon({ icon: { name: 'house', library: 'lucide' } }, { icon: { name: 'house', library: 'lucide' } })).toBe(true);
    expect(sameIcon({ icon: undefined }, { icon: undefined })).toBe(true);
    expect(sameIcon({ icon: { name: 'house' } }, { icon: { name: 'book' } })).toBe(false);
    expect(sameIcon({ icon: { name: 'house' } }, { icon: { name: 'house', library: 'lucide' } })).toBe(false);
    expect(sameIcon({ icon: { name: 'house', style: 'solid' } }, { icon: { name: 'house', style: 'regular' } })).toBe(false);
    expect(sameIcon({ icon: { name: 'house' } }, { icon: undefined })).toBe(false);
    expect(sameIcon({ icon: { name: 'house' }, size: 14 }, { icon: { name: 'house' }, size: 20 })).toBe(false);
  });

  it('follows a changed icon and size', () => {
    const { container, rerender } = render(<PreviewIcon icon={{ name: 'zzz-unknown-1', library: 'lucide' }} />);
    expect(container.querySelector('[data-icon="zzz-unknown-1"]')).not.toBeNull();
    rerender(<PreviewIcon icon={{ name: 'zzz-unknown-2', library: 'lucide' }} size={20} />);
    const drawn = container.querySelector('[data-icon]') as HTMLElement;
    expect(drawn.dataset.icon).toBe('zzz-unknown-2');
    expect(drawn.style.width).toBe('20px');
  });
});
