import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInAdmin } from '../test/renderInAdmin';
import { NumberInput } from './NumberInput';

const Harness = ({ start, max }: { start: number; max?: number }) => {
  const [value, setValue] = useState(start);
  return <NumberInput label="Volume" value={value} onChange={setValue} max={max} percent />;
};

describe('NumberInput', () => {
  it('keeps digits only and clamps to the maximum', async () => {
    await renderInAdmin(<Harness start={50} max={100} />);
    const input = screen.getByRole('spinbutton') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '7a5' } });
    expect(input.value).toBe('75');
    fireEvent.change(input, { target: { value: '250' } });
    expect(input.value).toBe('100');
    fireEvent.change(input, { target: { value: '' } });
    expect(input.value).toBe('0');
    expect(screen.getByText('%')).toBeTruthy();
  });

  it('steps with the arrows and the arrow keys, within its bounds', async () => {
    await renderInAdmin(<Harness start={99} max={100} />);
    const input = screen.getByRole('spinbutton') as HTMLInputElement;
    fireEvent.click(screen.getByRole('button', { name: 'Increase' }));
    expect(input.value).toBe('100');
    expect((screen.getByRole('button', { name: 'Increase' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.click(screen.getByRole('button', { name: 'Decrease' }));
    expect(input.value).toBe('98');
  });

  it('is one Tab stop: the arrows are for the pointer, the keys step from the field itself', async () => {
    await renderInAdmin(<Harness start={5} />);
    for (const name of ['Increase', 'Decrease'])
      expect(screen.getByRole('button', { name }).getAttribute('tabindex')).toBe('-1');
    expect(screen.getByRole('spinbutton').getAttribute('tabindex')).not.toBe('-1');
  });

  it('defaults to 0–999', async () => {
    await renderInAdmin(<Harness start={998} />);
    const input = screen.getByRole('spinbutton') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '5000' } });
    expect(input.value).toBe('999');
  });

  it('says what it did with a value it changed: -1 becomes 0 and 99999 becomes 999, with the message', async () => {
    await renderInAdmin(<Harness start={5} />);
    const input = screen.getByRole('spinbutton') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '-1' } });
    expect(input.value).toBe('0');
    expect(screen.getByText('“-1” is not a whole number from 0 to 999, so 0 is used instead.')).toBeTruthy();
    fireEvent.change(input, { target: { value: '99999' } });
    expect(input.value).toBe('999');
    expect(
      screen.getByText('“99999” is not a whole number from 0 to 999, so 999 is used instead.'),
    ).toBeTruthy();
    fireEvent.change(input, { target: { value: '42' } });
    expect(screen.queryByText(/is not a whole number/)).toBeNull();
  });

  it('shows its unit after the number', async () => {
    await renderInAdmin(
      <NumberInput label="Duration" value={30} onChange={() => undefined} unit="seconds" />,
    );
    const field = screen.getByRole('spinbutton').closest('.MuiInputBase-root') as HTMLElement;
    expect(within(field).getByText('seconds')).toBeTruthy();
  });
});
