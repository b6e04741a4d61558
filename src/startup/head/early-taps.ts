/** Entry of the head's early-taps script (built by plugins/gatsby-plugin-site-build/head-scripts.ts). */
import { installEarlyTaps } from '../early-taps';

installEarlyTaps(document, window);
