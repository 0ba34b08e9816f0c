import { alpha, Box } from '@mui/material';

/** How far into the list the shade at an edge reaches, in px. */
const CUE_WIDTH = 24;

export interface ScrollCueProps {
  edge: 'left' | 'right';
  /** Whether the list goes on beyond this edge. */
  shown: boolean;
}

/**
 * The shade at an edge of a list that scrolls sideways, shown while more of the table lies beyond that edge: a
 * shadow cast over the rows from the edge, as if they went on under it. Drawn over the sticky headings too; it
 * takes no clicks.
 */
export const ScrollCue = ({ edge, shown }: ScrollCueProps) => (
  <Box
    aria-hidden
    data-scroll-cue={edge}
    sx={(theme) => ({
      position: 'absolute',
      top: 0,
      bottom: 0,
      [edge]: 0,
      width: CUE_WIDTH,
      zIndex: 3,
      pointerEvents: 'none',
      opacity: shown ? 1 : 0,
      transition: theme.transitions.create('opacity', { duration: theme.transitions.duration.shortest }),
      // Darker in the dark theme, where a light shade would read as a glow rather than a shadow.
      background: `linear-gradient(to ${edge === 'left' ? 'right' : 'left'}, ${alpha(
        theme.palette.common.black,
        theme.palette.mode === 'dark' ? 0.6 : 0.2,
      )}, transparent)`,
    })}
  />
);
