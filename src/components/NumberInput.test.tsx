import { fireEvent, render, screen } from '@testing-library/react';
import { TestTranslationProvider } from 'ra-core';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { NumberInput } from './NumberInput';

const Harness = ({ initial = 10, max }: { initial?: number; max?: number }) => {
  const [value, setValue] = useState(initial);
  return (
    <TestTranslationProvider translate={(key: string) => key}>
      <NumberInput label="Duration" name="duration" value={value} max={max} onChange={setValue} />
      <output>{value}</output>
    </TestTranslationProvider>
  );
};

const value = () => screen.getByRole('status').textContent;

describe('number input (000 §2.11)', () => {
  it('steps with the arrows and the arrow keys, never past the bounds', () => {
    render(<Harness initial={99} max={100} />);
    fireEvent.click(screen.getByRole('button', { name: 'dm.numberInput.increase' }));
    expect(value()).toBe('100');
    fireEvent.click(screen.getByRole('button', { name: 'dm.numberInput.increase' }));
    expect(value()).toBe('100');
    fireEvent.keyDown(screen.getByRole('spinbutton'), { key: 'ArrowDown' });
    expect(value()).toBe('99');
  });

  it('keeps digits only, clamps to the maximum and treats empty as the minimum', () => {
    render(<Harness />);
    const input = screen.getByRole('spinbutton') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '4a2' } });
    expect(value()).toBe('42');
    expect(input.value).toBe('42');
    fireEvent.change(input, { target: { value: '12345' } });
    expect(value()).toBe('999');
    fireEvent.change(input, { target: { value: '' } });
    expect(value()).toBe('0');
    fireEvent.blur(input);
    expect(input.value).toBe('0');
  });
});
