import type { IGatsbyImageData } from 'gatsby-plugin-image';

/** An image field as the GraphQL layer returns it (a File node with its sharp data). */
export type ImageFile = { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } | null;

/** A content type with every `image` path replaced by the queried File node. */
export type Imaged<T> = T extends (infer U)[]
  ? Imaged<U>[]
  : T extends object
    ? { [K in keyof T]: K extends 'image' ? ImageFile : Imaged<T[K]> }
    : T;

/** The sharp data of an image field, or undefined when the file or its processing is missing. */
export function imageOf(file: ImageFile | undefined): IGatsbyImageData | undefined {
  return file?.childImageSharp?.gatsbyImageData ?? undefined;
}
