import type { ReactNode } from 'react';
import { LocalLink } from '../ui/LocalLink';
import { pathOf } from '../../lib/routes';
import { HomeSectionLink } from '../ui/SiteLink';
import { usePageInfo } from './PageInfo';

interface CtaProps {
  className?: string;
  children?: ReactNode;
  onNavigate?: () => void;
}

/** 'Free Consultation': scrolls to the consultation section on /, else opens the consultation page (at its top). */
export function FreeConsultationLink({ className, children = 'Free Consultation', onNavigate }: CtaProps) {
  const { isHome } = usePageInfo();
  if (isHome) {
    return (
      <HomeSectionLink anchor="consultation" className={className} onNavigate={onNavigate}>
        {children}
      </HomeSectionLink>
    );
  }
  return (
    <LocalLink to={pathOf('consultation')} className={className} onClick={onNavigate}>
      {children}
    </LocalLink>
  );
}

/** 'Sign Up Online': scrolls to membership on /, else goes to /#membership. */
export function SignUpOnlineLink({ className, children = 'Sign Up Online', onNavigate }: CtaProps) {
  return (
    <HomeSectionLink anchor="membership" className={className} onNavigate={onNavigate}>
      {children}
    </HomeSectionLink>
  );
}
