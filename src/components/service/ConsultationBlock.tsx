import { ServiceFormIsland } from '../forms/ServiceForm';
import { ContactLinks } from '../ui/ContactLinks';
import { ContactBlock } from './ContactBlock';
import { fillSlots } from '../../lib/rich-text';
import type { Services } from '../../content/content-schema';
import type { ReadonlyDeep } from '../../lib/query-data';

interface Props {
  /** The service's name in the page's language, in the block's title. */
  serviceName: string;
  /** The service's name as the form sends it to the gym, in English: 'Personal Training'. */
  formService: string;
  /** The service pages' shared words (services.yaml servicePage): the block's heading and its steps. */
  words: ReadonlyDeep<Pick<Services['servicePage'], 'consultation' | 'nextSteps'>>;
  id?: string;
}

/** A service page's free-consultation block: what happens next and how to reach us, beside the form. */
export function ConsultationBlock({ serviceName, formService, words, id = 'consultation-form' }: Props) {
  const { consultation, nextSteps } = words;
  return (
    <ContactBlock
      id={id}
      eyebrow={consultation.eyebrow}
      title={fillSlots(consultation.title, { service: serviceName })}
      intro={consultation.intro}
      card={
        <>
          <h3>{nextSteps.heading}</h3>
          <ol>
            {nextSteps.steps.map((step) => (
              <li key={step.title}>
                <span>
                  <strong>{step.title}</strong>
                  {step.text}
                </span>
              </li>
            ))}
          </ol>
          <ContactLinks />
        </>
      }
    >
      <ServiceFormIsland serviceName={serviceName} sentService={formService} />
    </ContactBlock>
  );
}
