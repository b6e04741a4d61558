import { INSTAGRAM_ONLY_PHONE, bookingHref, bookingLabel, experienceText, firstName, instagramHandle, photoSide, trainerPhoneHref } from '../../src/lib/trainers';

const EN = { years: '{years} Years', noExperience: 'N/A' };

describe('trainer card text (spec 2.9)', () => {
  it.each([
    [8, '8 Years'],
    [3, '3 Years'],
    [15, '15 Years'],
    ['N/A', 'N/A'],
    [null, 'N/A'],
    [undefined, 'N/A'],
    ['7', 'N/A'],
    [0, 'N/A'],
    [2.5, 'N/A'],
  ])('experience %p reads %p', (years, text) => {
    expect(experienceText(years, EN)).toBe(text);
  });

  it('takes the first name for the booking button', () => {
    expect(firstName('Jaspreet Gill')).toBe('Jaspreet');
    expect(firstName('  Anne-Marie   Tremblay ')).toBe('Anne-Marie');
    expect(bookingLabel('Marco Reyes', 'Book a Free Session with {name}')).toBe('Book a Free Session with Marco');
    expect(bookingLabel('Marco Reyes', '{name} ਨਾਲ ਮੁਫ਼ਤ ਸੈਸ਼ਨ ਬੁੱਕ ਕਰੋ')).toBe('Marco ਨਾਲ ਮੁਫ਼ਤ ਸੈਸ਼ਨ ਬੁੱਕ ਕਰੋ');
  });

  it('links the booking button to /consultation with the encoded full name', () => {
    expect(bookingHref('Jaspreet Gill')).toBe('/consultation?trainer=Jaspreet%20Gill');
    expect(bookingHref("Zoë O'Neil & Co")).toBe(`/consultation?trainer=${encodeURIComponent("Zoë O'Neil & Co")}`);
    expect(decodeURIComponent(bookingHref('Priya Dhaliwal').split('trainer=')[1] ?? '')).toBe('Priya Dhaliwal');
    expect(new URL(bookingHref('A+B C'), 'https://x.example').searchParams.get('trainer')).toBe('A+B C');
  });

  it('gives a tel: link for a phone number and none for Instagram-only trainers', () => {
    expect(trainerPhoneHref('604-555-0111')).toBe('tel:+16045550111');
    expect(trainerPhoneHref('(604) 555-0111')).toBe('tel:+16045550111');
    expect(trainerPhoneHref(INSTAGRAM_ONLY_PHONE)).toBeNull();
  });

  it('shows the Instagram handle of a profile URL', () => {
    expect(instagramHandle('https://www.instagram.com/jaspreetgill.forge24')).toBe('@jaspreetgill.forge24');
    expect(instagramHandle('https://instagram.com/marco_r/?hl=en')).toBe('@marco_r');
  });

  it('alternates photo sides, starting on the left', () => {
    expect([0, 1, 2, 3].map(photoSide)).toEqual(['left', 'right', 'left', 'right']);
  });
});
