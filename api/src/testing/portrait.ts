import sharp from 'sharp';

/** A camera's portrait for an official's photo: larger than the pages' frame, of another shape. */
export function portrait(format: 'jpeg' | 'png' = 'png'): Promise<Buffer> {
  return sharp({ create: { width: 900, height: 700, channels: 3, background: '#336699' } })
    .toFormat(format)
    .toBuffer();
}
