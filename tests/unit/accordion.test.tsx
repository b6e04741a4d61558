/**
 * @jest-environment jsdom
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Accordion } from '../../src/components/ui/Accordion';
import { toggleOpen } from '../../src/lib/faq';

const items = [
  { question: 'How long is a session?', answer: 'Sixty minutes.' },
  { question: 'Do I need a referral?', answer: 'No.\n\nNot in BC.' },
  { question: 'Is there parking?', answer: 'Yes, free.' },
];

const buttons = () => screen.getAllByRole('button');
const expanded = () => buttons().map((b) => b.getAttribute('aria-expanded'));

describe('Accordion', () => {
  it('renders buttons in headings that control labelled regions', () => {
    render(<Accordion items={items} headingLevel={4} idPrefix="t" />);
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(3);
    buttons().forEach((b, i) => {
      expect(b.id).toBe(`t-${i}-button`);
      expect(b.getAttribute('aria-controls')).toBe(`t-${i}-panel`);
      const panel = document.getElementById(`t-${i}-panel`) as HTMLElement;
      expect(panel.getAttribute('role')).toBe('region');
      expect(panel.getAttribute('aria-labelledby')).toBe(b.id);
    });
    expect(expanded()).toEqual(['false', 'false', 'false']);
  });

  it('keeps one item open at a time and closes the open one on a second click', () => {
    render(<Accordion items={items} idPrefix="t" />);
    fireEvent.click(buttons()[0]);
    expect(expanded()).toEqual(['true', 'false', 'false']);
    fireEvent.click(buttons()[2]);
    expect(expanded()).toEqual(['false', 'false', 'true']);
    fireEvent.click(buttons()[2]);
    expect(expanded()).toEqual(['false', 'false', 'false']);
  });

  it('splits plain-text answers into paragraphs', () => {
    render(<Accordion items={items} idPrefix="t" />);
    expect(document.getElementById('t-1-panel')?.querySelectorAll('p')).toHaveLength(2);
  });

  it('can be controlled to keep one item open across several accordions', () => {
    function Two() {
      const [open, setOpen] = useState<string | null>(null);
      const onToggle = (id: string) => setOpen((c) => toggleOpen(c, id));
      return (
        <>
          <Accordion items={items.slice(0, 2)} idPrefix="a" openId={open} onToggle={onToggle} />
          <Accordion items={items.slice(2)} idPrefix="b" openId={open} onToggle={onToggle} />
        </>
      );
    }
    render(<Two />);
    fireEvent.click(buttons()[1]);
    expect(expanded()).toEqual(['false', 'true', 'false']);
    fireEvent.click(buttons()[2]);
    expect(expanded()).toEqual(['false', 'false', 'true']);
    fireEvent.click(buttons()[2]);
    expect(expanded()).toEqual(['false', 'false', 'false']);
  });

  it('derives unique ids when no prefix is given', () => {
    render(
      <>
        <Accordion items={items.slice(0, 1)} />
        <Accordion items={items.slice(0, 1)} />
      </>,
    );
    const [a, b] = buttons();
    expect(a.id).not.toBe(b.id);
    expect(document.getElementById(a.getAttribute('aria-controls') as string)).not.toBeNull();
  });
});
