import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stylesInDocument } from '../test/documentStyles';
import { ExactProgress } from './ExactProgress';

const barOf = (progress: HTMLElement) => progress.querySelector<HTMLElement>('.MuiLinearProgress-bar')!;

// These tests read computed styles: the style rules must be in the document.
stylesInDocument();

describe('ExactProgress', () => {
  it('shows the same whole percent as the number beside it, at once', () => {
    render(<ExactProgress value={33.9} aria-label="Overall" />);
    const progress = screen.getByRole('progressbar', { name: 'Overall' });
    expect(progress.getAttribute('aria-valuenow')).toBe('33');
    expect(barOf(progress).style.transform).toBe('translateX(-67%)');
    expect(getComputedStyle(barOf(progress)).transition).toBe('none');
  });

  it('keeps the caller styles beside its own', () => {
    render(<ExactProgress value={100} aria-label="Done" sx={{ height: 8 }} />);
    const progress = screen.getByRole('progressbar', { name: 'Done' });
    expect(getComputedStyle(progress).height).toBe('8px');
    expect(barOf(progress).style.transform).toBe('translateX(0%)');
  });
});
