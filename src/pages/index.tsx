import type { HeadFC } from 'gatsby';
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
import { Deferred } from '../components/ui/Deferred';
import { usePlans } from '../hooks/usePlans';

/** The sections after the hero, in the order of spec 2.3. */
const SECTIONS = [ExpansionBanner, About, Membership, Facility, Services, ConsultationSection, Testimonials, Social, Contact, BusinessInfo, PromoPopup];

/** The home page: every section of spec 2.3, in order, each with its anchor; each section after the hero hydrates on its own (Deferred). */
export default function HomePage() {
  return (
    <>
      <Hero />
      {SECTIONS.map((HomeSection, i) => (
        <Deferred key={i}>
          <HomeSection />
        </Deferred>
      ))}
    </>
  );
}

export const Head: HeadFC<unknown, PageContext> = ({ pageContext }) => {
  const plans = usePlans();
  return (
    <>
      <HeroImagePreload />
      <Seo
        pageContext={pageContext}
        offers={plans}
      />
    </>
  );
};
