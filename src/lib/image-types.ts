import type { IGatsbyImageData } from 'gatsby-plugin-image';

/** An image field as the GraphQL layer returns it (a File node with its sharp data). */
export type ImageFile = { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } | null;

/** The sharp data of an image field, or undefined when the file or its processing is missing. */
export function imageOf(file: ImageFile | undefined): IGatsbyImageData | undefined {
  return file?.childImageSharp?.gatsbyImageData ?? undefined;
}

/**
 * The `width` and `height` attributes of an image: whole numbers with the image's aspect ratio. A
 * full-width image's sharp data has width 1 and a fractional height (the ratio), which HTML does not
 * allow in those attributes; it is given as 1000 by the matching height.
 */
export function intrinsicSize(image: Pick<IGatsbyImageData, 'width' | 'height'>): { width: number; height: number } {
  if (Number.isInteger(image.width) && Number.isInteger(image.height)) return { width: image.width, height: image.height };
  const width = 1000;
  return { width, height: Math.round((width * image.height) / image.width) };
}
