import { Button, type ButtonProps } from '@mui/material';
import { useRef } from 'react';

export interface FileChooserButtonProps extends Omit<
  ButtonProps,
  'onClick' | 'onChange' | 'component' | 'href'
> {
  /** What the browser's file chooser offers first, e.g. ".apk" or ".png,.jpg". */
  accept: string;
  /** The hidden file input's name (forms and journeys find it by it). */
  name?: string;
  /** A file was chosen (the same file may be chosen again: the input is emptied after each choice). */
  onChoose(file: File): void;
  /**
   * Working on the last choice: the button says so and opens nothing, but keeps the focus (a disabled button would
   * drop it to the page).
   */
  busy?: boolean;
}

/**
 * A button that opens the browser's file chooser: a real button, so it is one tab stop and Enter and Space open the
 * chooser as a click does; the file input beside it is hidden and never takes the focus. After a choice the focus
 * stays on the button.
 */
export const FileChooserButton = ({
  accept,
  name,
  onChoose,
  busy = false,
  disabled,
  ...button
}: FileChooserButtonProps) => {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        {...button}
        disabled={disabled}
        aria-disabled={busy || undefined}
        onClick={() => busy || input.current?.click()}
      />
      <input
        ref={input}
        type="file"
        name={name}
        hidden
        tabIndex={-1}
        disabled={disabled}
        accept={accept}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          event.target.value = '';
          if (chosen) onChoose(chosen);
        }}
      />
    </>
  );
};
