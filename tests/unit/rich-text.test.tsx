/**
 * @jest-environment jsdom
 */
import { render } from '@testing-library/react';
import { fillSlots, richRuns } from '../../src/lib/rich-text';
import { loadContent } from '../../src/build/load-content';
import { copyContent, editYaml } from './helpers/content';

jest.mock('gatsby', () => ({ graphql: () => '', useStaticQuery: () => ({}) }));
// Imported after the mock is in place.
import { RichText } from '../../src/components/ui/ContentText';
import { problemAt } from './helpers/problem-at';

describe('richText fields', () => {
  it('split into plain and bold runs with the named slots, leaving other braces as text', () => {
    expect(richRuns('**{count}** certified professionals and {other}', ['count'])).toEqual([
      { bold: true, parts: [{ slot: 'count' }] },
      { bold: false, parts: [' certified professionals and {other}'] },
    ]);
    expect(fillSlots('{answers} answers in {topics} topics ({nope})', { answers: 46, topics: 14 })).toBe('46 answers in 14 topics ({nope})');
  });

  it('render as the page wrote them before: bold where marked, slots filled', () => {
    const { container } = render(
      <p>
        <RichText text="**{yearsInBusiness} years** in business, at **{size}**." slots={{ yearsInBusiness: '8+', size: '13,500 sq ft' }} />
      </p>,
    );
    expect(container.innerHTML).toBe('<p><strong>8+ years</strong> in business, at <strong>13,500 sq ft</strong>.</p>');
  });

  it('may use their own slots, and only in their own fields: a slot elsewhere is an unknown placeholder', () => {
    const dir = copyContent();
    editYaml(dir, 'trainers.yaml', (doc: { page: { stats: string[]; closingText: string } }) => {
      doc.page.stats[0] = '**{trainers}** coaches who speak {languages} languages';
      doc.page.closingText = 'All {trainers} of us are here to help.';
    });
    expect(() => loadContent(dir)).toThrow(problemAt('content/data/trainers.yaml', 'page.closingText: unknown placeholder {trainers}'));
    expect(() => loadContent(dir)).not.toThrow(/page\.stats\[0\]/);
  });
});
