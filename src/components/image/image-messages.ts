/** What `<Image>` says about a misuse or a failed load, in the specification's words. */

/** The specification's "missing alt" message, worded as gatsby-plugin-image words it. */
export function missingAltMessage(component = 'Image'): string {
  return `The "alt" prop is required in ${component}. If the image is purely presentational then pass an empty string: e.g. alt="".`
}

/** The specification's "image not loaded" warning; logged with the image's address. */
export const IMAGE_NOT_LOADED = 'Image not loaded'
