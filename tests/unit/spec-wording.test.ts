/**
 * Wording the product spec fixes (/work/shared/spec/gym-website-spec.md). The content schema checks
 * only shape and type, so the gym can change its own words; these tests say which words the spec
 * holds the site to, and why, when content/ drifts from them.
 */
import path from 'node:path';
import { loadContent } from '../../src/build/load-content';
import { fillContent } from '../../src/content/fill-content';

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

describe('wording the spec requires of pages whose words moved to content/', () => {
  it('every service page (spec 2.4)', () => {
    const page = data['services.yaml'].servicePage;
    requireWording(page.tagline, "At Surrey's biggest gym on Scott Road, serving North Delta residents", 'spec 2.4 (service pages) requires the tagline; services.yaml servicePage.tagline');
    requireWording(page.benefitsHeading, "What You'll Get", "spec 2.4 (service pages) requires a 'What You'll Get' list; services.yaml servicePage.benefitsHeading");
  });

  it('the 404 page (spec 2.1)', () => {
    requireWording(data['pages.yaml'].notFound.heading, 'Oops! Page not found', "spec 2.1 (the 404 page) requires 'Oops! Page not found'; pages.yaml notFound.heading");
  });

  it('the error fallback (spec 8)', () => {
    requireWording(data['settings.yaml'].appError.heading, 'Unexpected Application Error!', 'spec 8 (error catalogue) requires the generic fallback; settings.yaml appError.heading');
  });
});

describe('requireWording', () => {
  it('names the spec section when the words differ', () => {
    expect(() => requireWording('EXPANSION OPENING SOON!', 'EXPANSION OPENING THIS FALL!', 'spec 2.3 requires the banner heading')).toThrow(
      "spec 2.3 requires the banner heading requires 'EXPANSION OPENING THIS FALL!', but content/ has 'EXPANSION OPENING SOON!'",
    );
  });
});
