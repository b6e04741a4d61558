/** Entry of the head's render-on-approach script (built by plugins/gatsby-plugin-site-build/head-scripts.ts). */
import { markForRenderingOnApproach, navigationTypeOf } from '../render-on-approach';

markForRenderingOnApproach(document, location, navigationTypeOf(performance));
