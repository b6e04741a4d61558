import type { ReactNode } from 'react';
import { LocalLink } from '../ui/LocalLink';
import { pathOf } from '../../lib/routes';
import { HomeSectionLink } from '../ui/SiteLink';
import { usePageInfo } from './PageInfo';
import { useSettings } from '../../hooks/useSettings';

interface CtaProps {
  className?: string;
  children?: ReactNode;
  onNavigate?: () => void;
}

/** 'Free Consultation' (or `children`): scrolls to the consultation section on /, else opens the consultation page (at its top). */
export function FreeConsultationLink({ className, children, onNavigate }: CtaProps) {
  const { isHome } = usePageInfo();
  const { frame } = useSettings();
  const words = children ?? frame.consultation;
  if (isHome) {
    return (
      <HomeSectionLink anchor="consultation" className={className} onNavigate={onNavigate}>
        {words}
      </HomeSectionLink>
    );
  }
  return (
    <LocalLink to={pathOf('consultation')} className={className} onClick={onNavigate}>
      {words}
    </LocalLink>
  );
}

/** 'Sign Up Online' (or `children`): scrolls to membership on /, else goes to /#membership. */
export function SignUpOnlineLink({ className, children, onNavigate }: CtaProps) {
  const { frame } = useSettings();
  return (
    <HomeSectionLink anchor="membership" className={className} onNavigate={onNavigate}>
      {children ?? frame.signUp}
    </HomeSectionLink>
  );
}
