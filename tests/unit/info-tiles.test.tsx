/**
 * @jest-environment jsdom
 */
import { render, screen } from '@testing-library/react';
import { InfoTiles, serviceTiles } from '../../src/components/service/InfoTiles';

describe('serviceTiles (spec 2.4: Duration, Group Size, Experience)', () => {
  it('uses the service values', () => {
    expect(serviceTiles({ duration: '45-60 mins', groupSize: '3-6 People', experience: 'All Levels' }).map((t) => [t.label, t.value])).toEqual([
      ['Duration', '45-60 mins'],
      ['Group Size', '3-6 People'],
      ['Experience', 'All Levels'],
    ]);
  });

  it('falls back to the spec defaults: 60 mins, 1-on-1, All Levels', () => {
    expect(serviceTiles({ duration: '', groupSize: null }).map((t) => t.value)).toEqual(['60 mins', '1-on-1', 'All Levels']);
  });
});

describe('InfoTiles', () => {
  it('renders a term and a value per tile, keeping the value text whole', () => {
    render(<InfoTiles items={serviceTiles({ groupSize: '1-on-1 or 1-on-3' })} />);
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual(['Duration', 'Group Size', 'Experience']);
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual(['60 mins', '1-on-1 or 1-on-3', 'All Levels']);
  });
});
