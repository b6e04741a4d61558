/** Entry of the head's render-on-approach script (built by plugins/gatsby-plugin-site-build/head-scripts.ts). */
import { markForRenderingOnApproach, markRestoredPlace, navigationTypeOf } from '../render-on-approach';

const navigationType = navigationTypeOf(performance);
markRestoredPlace(document, navigationType);
markForRenderingOnApproach(document, location, navigationType);
