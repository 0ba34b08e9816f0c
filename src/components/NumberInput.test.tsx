import { fireEvent, screen } from '@testing-library/react';
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

  it('defaults to 0–999', async () => {
    await renderInAdmin(<Harness start={998} />);
    const input = screen.getByRole('spinbutton') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '5000' } });
    expect(input.value).toBe('999');
  });
});
