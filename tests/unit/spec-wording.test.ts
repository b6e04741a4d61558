/**
 * Wording the product spec fixes (/work/shared/spec/gym-website-spec.md). The content schema checks
 * only shape and type, so the gym can change its own words; these tests say which words the spec
 * holds the site to, and why, when content/ drifts from them.
 */
import path from 'node:path';
import { loadContent } from '../../src/lib/load-content';
import { fillContent } from '../../src/lib/fill-content';

const { data } = fillContent(loadContent(path.resolve(__dirname, '../../content')));

/** Fails with the spec's reason, not just two strings. */
function requireWording(actual: string, expected: string, why: string): void {
  if (actual !== expected) {
    throw new Error(`${why} requires '${expected}', but content/ has '${actual}'`);
  }
}

describe('wording the spec requires', () => {
  it('the expansion banner (spec section 1)', () => {
    requireWording(data['settings.yaml'].banner.heading, 'EXPANSION OPENING THIS FALL!', 'spec section 1 (the home page carries an expansion banner) requires the banner heading; settings.yaml banner.heading');
  });

  it('the facility section (spec 2.3)', () => {
    requireWording(data['facility.yaml'].opening.heading, 'Opening Fall 2025', "spec 2.3 (facility section) requires an 'Opening Fall 2025' block; facility.yaml opening.heading");
  });

  it('the online coaching page (spec 2.5)', () => {
    requireWording(data['coaching.yaml'].heading, 'Online Fitness Coaching', 'spec 2.5 (online coaching) requires the page header; coaching.yaml heading');
    requireWording(data['coaching.yaml'].priceRange, '$150 - $300/month', 'spec 2.5 (online coaching) requires the price range; coaching.yaml priceRange');
  });
});

describe('requireWording', () => {
  it('names the spec section when the words differ', () => {
    expect(() => requireWording('EXPANSION OPENING SOON!', 'EXPANSION OPENING THIS FALL!', 'spec 2.3 requires the banner heading')).toThrow(
      "spec 2.3 requires the banner heading requires 'EXPANSION OPENING THIS FALL!', but content/ has 'EXPANSION OPENING SOON!'",
    );
  });
});
