import { intrinsicSize } from '../../src/lib/image-types';

describe('intrinsicSize: whole-number width and height attributes for an image', () => {
  it('keeps a constrained image as sharp sized it', () => {
    expect(intrinsicSize({ width: 800, height: 533 })).toEqual({ width: 800, height: 533 });
  });
  it('turns a full-width image (width 1, height the ratio) into whole numbers with the same ratio', () => {
    expect(intrinsicSize({ width: 1, height: 0.5625 })).toEqual({ width: 1000, height: 563 });
  });
});
