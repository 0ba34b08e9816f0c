import { Box } from '@mui/material';

export interface PictureLogoProps {
  /** The logo's image, or null while none is chosen (a dashed frame stands in for it). */
  src: string | null;
  testId: string;
  /** The room the logo has in the picture. */
  width: number;
  height: number;
  /** The colour of the stand-in frame. */
  color: string;
}

/** A logo in the picture of the workplace app: the image within its room, or a dashed frame where it will be. */
export const PictureLogo = ({ src, testId, width, height, color }: PictureLogoProps) =>
  src ? (
    <Box
      component="img"
      src={src}
      alt=""
      data-testid={testId}
      sx={{ maxWidth: width, maxHeight: height, objectFit: 'contain' }}
    />
  ) : (
    <Box
      sx={{
        width: Math.round(width * 0.55),
        height: Math.round(height * 0.7),
        border: 1,
        borderStyle: 'dashed',
        borderColor: color,
        opacity: 0.6,
      }}
    />
  );
