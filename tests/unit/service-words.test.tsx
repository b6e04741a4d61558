/**
 * @jest-environment jsdom
 */
/**
 * The service pages' facts and the trainer cards read their words from the page's data, so a Punjabi or
 * Hindi page shows them in its language: rendered here with the words of content/ in each language.
 */
import type { AnchorHTMLAttributes } from 'react';
import { render, screen, within } from '@testing-library/react';

// The site's facts (the static query): the card's links read the frame's words over them.
jest.mock('gatsby', () => ({
  graphql: () => '',
  useStaticQuery: () => {
    const { dataFileIn: fileIn } = jest.requireActual<typeof import('./helpers/site-words')>('./helpers/site-words');
    return { contentSettings: fileIn('settings.yaml', 'en'), contentBusinessInfo: fileIn('business-info.yaml', 'en'), contentPlans: fileIn('plans.yaml', 'en') };
  },
  Link: ({ to, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}));

import { InfoTiles, serviceTiles, type ServiceFactWords } from '../../src/components/service/InfoTiles';
import { PilatesFacts } from '../../src/components/pilates/PilatesFacts';
import { TrainerCard, type TrainerCardWords, type TrainerData } from '../../src/components/trainers/TrainerCard';
import type { LanguageCode } from '../../src/content/languages';
import { dataFileIn, withSiteWords } from './helpers/site-words';

interface ServicesFile {
  servicePage: ServiceFactWords & { facts: { price: string } };
}
interface PilatesFile {
  price: string;
  duration: string;
  groupSize: string;
  experience: string;
}
interface TrainersFile {
  trainers: (Omit<TrainerData, 'image'> & { image?: unknown })[];
  card: TrainerCardWords;
}

const servicePage = (language: LanguageCode) => (dataFileIn('services.yaml', language) as ServicesFile).servicePage;

describe('serviceTiles (spec 2.4: Duration, Group Size, Experience)', () => {
  it('uses the service values', () => {
    expect(serviceTiles({ duration: '45-60 mins', groupSize: '3-6 People', experience: 'All Levels' }, servicePage('en')).map((t) => [t.label, t.value])).toEqual([
      ['Duration', '45-60 mins'],
      ['Group Size', '3-6 People'],
      ['Experience', 'All Levels'],
    ]);
  });

  it('falls back to the spec defaults: 60 mins, 1-on-1, All Levels', () => {
    expect(serviceTiles({ duration: '', groupSize: null }, servicePage('en')).map((t) => t.value)).toEqual(['60 mins', '1-on-1', 'All Levels']);
  });

  it('labels the tiles, and fills an empty value, in the page’s language', () => {
    render(<InfoTiles items={serviceTiles({ duration: '' }, servicePage('pa'))} />);
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual(['ਸਮਾਂ', 'ਗਰੁੱਪ ਸਾਈਜ਼', 'ਤਜਰਬਾ']);
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual(['60 ਮਿੰਟ', '1-ਔਨ-1', 'ਹਰ ਪੱਧਰ ਲਈ']);
  });
});

describe('InfoTiles', () => {
  it('renders a term and a value per tile, keeping the value text whole', () => {
    render(<InfoTiles items={serviceTiles({ groupSize: '1-on-1 or 1-on-3' }, servicePage('en'))} />);
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual(['Duration', 'Group Size', 'Experience']);
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual(['60 mins', '1-on-1 or 1-on-3', 'All Levels']);
  });
});

describe('PilatesFacts', () => {
  it.each([
    ['en', ['Price', 'Duration', 'Group Size', 'Experience']],
    ['pa', ['ਕੀਮਤ', 'ਸਮਾਂ', 'ਗਰੁੱਪ ਸਾਈਜ਼', 'ਤਜਰਬਾ']],
    ['hi', ['कीमत', 'समय', 'ग्रुप साइज़', 'अनुभव']],
  ] as const)('labels the Pilates facts in %s, beside the session’s values', (language, labels) => {
    const pilates = dataFileIn('pilates.yaml', language) as PilatesFile;
    render(<PilatesFacts pilates={pilates} labels={servicePage(language).facts} />);
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual(labels);
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual([pilates.price, pilates.duration, pilates.groupSize, pilates.experience]);
  });
});

function renderCard(language: LanguageCode, index: number) {
  const file = dataFileIn('trainers.yaml', language) as TrainersFile;
  const trainer = { ...file.trainers[index], image: null } as unknown as TrainerData;
  render(
    withSiteWords(<TrainerCard trainer={trainer} index={index} words={file.card} />, language),
  );
  return { trainer, card: screen.getByTestId('trainer-card') };
}

describe('TrainerCard', () => {
  it('shows its words in English on an English page', () => {
    const { trainer, card } = renderCard('en', 0);
    const terms = within(card).getAllByRole('term').map((t) => t.textContent);
    expect(terms).toEqual(['Experience', 'Certification', 'Phone', 'Instagram']);
    expect(within(card).getByRole('heading', { name: 'Languages' })).toBeTruthy();
    expect(within(card).getByRole('heading', { name: 'Specialties' })).toBeTruthy();
    expect(within(card).getByTestId('trainer-experience').textContent).toBe(`${trainer.yearsExperience as number} Years`);
    expect(within(card).getByTestId('trainer-book').textContent).toBe(`Book a Free Session with ${trainer.name.split(' ')[0]}`);
    expect(within(card).getByTestId('trainer-follow').textContent).toContain('Follow on Instagram');
  });

  it('shows its words in Punjabi on a Punjabi page, the trainer’s name kept as written', () => {
    const { trainer, card } = renderCard('pa', 0);
    const terms = within(card).getAllByRole('term').map((t) => t.textContent);
    expect(terms).toEqual(['ਤਜਰਬਾ', 'ਸਰਟੀਫ਼ਿਕੇਸ਼ਨ', 'ਫ਼ੋਨ', 'Instagram']);
    expect(within(card).getByRole('heading', { name: 'ਭਾਸ਼ਾਵਾਂ' })).toBeTruthy();
    expect(within(card).getByRole('heading', { name: 'ਮੁਹਾਰਤ' })).toBeTruthy();
    expect(within(card).getByTestId('trainer-experience').textContent).toBe(`${trainer.yearsExperience as number} ਸਾਲ`);
    const book = within(card).getByTestId('trainer-book');
    expect(book.textContent).toBe(`${trainer.name.split(' ')[0]} ਨਾਲ ਮੁਫ਼ਤ ਸੈਸ਼ਨ ਬੁੱਕ ਕਰੋ`);
    // The link goes to the Punjabi consultation page with the trainer's full name.
    expect(book.getAttribute('href')).toBe(`/pa/consultation?trainer=${encodeURIComponent(trainer.name)}`);
    expect(within(card).getByTestId('trainer-follow').textContent).toContain("Instagram 'ਤੇ ਫ਼ਾਲੋ ਕਰੋ");
    expect(within(card).getByTestId('trainer-languages').textContent).not.toMatch(/English|Punjabi/);
  });

  it('says how to reach an Instagram-only trainer in the page’s language', () => {
    const file = dataFileIn('trainers.yaml', 'hi') as TrainersFile;
    const index = file.trainers.findIndex((t) => t.phone === 'Contact via Instagram');
    expect(index).toBeGreaterThanOrEqual(0);
    const { card } = renderCard('hi', index);
    expect(within(card).getByTestId('trainer-phone').textContent).toBe('Instagram से संपर्क करें');
  });
});
