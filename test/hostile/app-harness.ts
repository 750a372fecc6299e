import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** The name the toolbar shows for the open document. */
export const docName = () => screen.getByRole('toolbar', { name: 'Document' }).querySelector('.doc-name')!.textContent;

/** Open one file through the toolbar's "Open docs.json" input, as a person choosing it does. */
export async function openFile(name: string, content: string | Uint8Array): Promise<void> {
  const input = screen.getByLabelText('Open docs.json') as HTMLInputElement;
  const file = new File([content as BlobPart], name, { type: 'application/json' });
  await act(async () => {
    fireEvent.change(input, { target: { files: [file] } });
  });
}

/** Wait for the sample, the document every test starts from. */
export async function sampleOpen(): Promise<void> {
  await waitFor(() => expect(docName()).toBe('Sample'));
}

/** The text of the message bar (an alert for an error, a status otherwise). */
export async function alertText(): Promise<string> {
  return (await screen.findByRole('alert')).textContent ?? '';
}

/**
 * jsdom lays nothing out: give the tree's scroll box a height so the virtualiser draws its rows
 * (call in beforeAll; the returned function restores jsdom's sizes).
 */
export function sizeTreeBox(height = 4000): () => void {
  const sizes = ['clientHeight', 'clientWidth'] as const;
  const saved = sizes.map((k) => Object.getOwnPropertyDescriptor(Element.prototype, k));
  for (const k of sizes)
    Object.defineProperty(Element.prototype, k, {
      configurable: true,
      get() {
        return (this as Element).classList.contains('tree-scroll') ? height : 0;
      },
    });
  return () => sizes.forEach((k, i) => Object.defineProperty(Element.prototype, k, saved[i]!));
}

/** The app is still there: its toolbar and panels render (a render error blanked it all). */
export function appAlive(): void {
  expect(screen.getByRole('toolbar', { name: 'Document' })).toBeTruthy();
  expect(screen.getByRole('complementary', { name: 'Inspector' })).toBeTruthy();
}
