import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { Seo } from '../components/layout/Seo';
import { Hero, HeroImagePreload } from '../components/home/Hero';
import { ExpansionBanner } from '../components/home/ExpansionBanner';
import { About } from '../components/home/About';
import { Membership } from '../components/home/Membership';
import { Facility } from '../components/home/Facility';
import { Services } from '../components/home/Services';
import { ConsultationSection } from '../components/home/ConsultationSection';
import { Testimonials } from '../components/home/Testimonials';
import { Social } from '../components/home/Social';
import { Contact } from '../components/home/Contact';
import { BusinessInfo } from '../components/home/BusinessInfo';
import { PromoPopup } from '../components/home/PromoPopup';
import type { PageContext } from '../lib/page-context';
import { Deferred } from '../startup/Deferred';
import { plansOf } from '../hooks/usePlans';
import { HomeContentContext, type HomeContent } from '../hooks/useHomeContent';
import { island } from '../islands/island';

/** The sections after the hero, in the order of spec 2.3. */
const SECTIONS = [ExpansionBanner, About, island('membership', Membership), Facility, Services, ConsultationSection, Testimonials, Social, Contact, BusinessInfo, island('promo-popup', PromoPopup)];

/**
 * The home page: every section of spec 2.3, in order, each with its anchor; each section after the hero
 * hydrates on its own (Deferred). The sections read the page's query result (useHomeContent).
 */
export default function HomePage({ data }: PageProps<HomeContent, PageContext>) {
  return (
    <HomeContentContext.Provider value={data}>
      <Hero />
      {SECTIONS.map((HomeSection, i) => (
        <Deferred key={i}>
          <HomeSection />
        </Deferred>
      ))}
    </HomeContentContext.Provider>
  );
}

export const Head: HeadFC<HomeContent, PageContext> = ({ data, pageContext }) => (
  <>
    <HeroImagePreload data={data} />
    <Seo
      pageContext={pageContext}
      offers={plansOf(data)}
    />
  </>
);

/** Each section's own part of the page's data, declared beside the section as a fragment. */
export const query = graphql`
  query HomePage($lang: String!) {
    ...SiteWords
    ...HeroImage
    ...MembershipPlans
    ...FacilitySection
    ...ServicesSection
    ...SocialSection
    ...TourGallery
    ...ConsultationFormWords
    ...ContactFormWords
  }
`;
