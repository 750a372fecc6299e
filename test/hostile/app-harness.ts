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
