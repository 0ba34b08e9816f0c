import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FloatingBar } from './FloatingBar';

/** Three rows with checkboxes and, while one is ticked, the bar. */
const Page = () => {
  const [ticked, setTicked] = useState<string[]>([]);
  const toggle = (name: string) =>
    setTicked((now) => (now.includes(name) ? now.filter((other) => other !== name) : [...now, name]));
  return (
    <>
      <table>
        <tbody>
          {['A', 'B', 'C'].map((name) => (
            <tr key={name}>
              <td>
                <input
                  type="checkbox"
                  aria-label={`Select ${name}`}
                  checked={ticked.includes(name)}
                  onChange={() => toggle(name)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {ticked.length ? (
        <FloatingBar role="toolbar" label="Actions">
          <button type="button" disabled>
            Busy
          </button>
          <button type="button">Request screenshot</button>
          <button type="button" onClick={() => setTicked([])}>
            Close
          </button>
        </FloatingBar>
      ) : null}
    </>
  );
};

const press = (key: string) => fireEvent.keyDown(document.activeElement ?? document.body, { key });

describe('the way between the selected rows and the bar', () => {
  it('Enter on a selected row goes to the first action, Escape comes back to that row', () => {
    render(<Page />);
    const b = screen.getByRole('checkbox', { name: 'Select B' });
    fireEvent.click(b);
    b.focus();
    press('Enter');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Request screenshot' }));
    press('Escape');
    expect(document.activeElement).toBe(b);
  });

  it('leaves Enter alone on a row that is not selected, and with a modifier', () => {
    render(<Page />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select A' }));
    const c = screen.getByRole('checkbox', { name: 'Select C' });
    c.focus();
    press('Enter');
    expect(document.activeElement).toBe(c);
    const a = screen.getByRole('checkbox', { name: 'Select A' });
    a.focus();
    fireEvent.keyDown(a, { key: 'Enter', ctrlKey: true });
    expect(document.activeElement).toBe(a);
  });

  it('comes back to the first selected row when the row it came from was deselected', () => {
    render(<Page />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select A' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select C' }));
    const a = screen.getByRole('checkbox', { name: 'Select A' });
    a.focus();
    press('Enter');
    fireEvent.click(a);
    screen.getByRole('button', { name: 'Request screenshot' }).focus();
    press('Escape');
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Select C' }));
  });
});
