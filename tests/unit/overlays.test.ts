import { openOverlays, overlayOpened, subscribeOverlays } from '../../src/browser/overlays';

describe('the overlays a visitor has open', () => {
  it('counts each open overlay until it is released, and tells its listeners each time', () => {
    const heard: number[] = [];
    const stop = subscribeOverlays(() => heard.push(openOverlays()));
    const menu = overlayOpened();
    const photo = overlayOpened();
    expect(openOverlays()).toBe(2);
    menu();
    expect(openOverlays()).toBe(1);
    photo();
    expect(openOverlays()).toBe(0);
    expect(heard).toEqual([1, 2, 1, 0]);
    stop();
  });

  it('releases once when a release is called twice, and a listener that stopped hears nothing', () => {
    const heard: number[] = [];
    const stop = subscribeOverlays(() => heard.push(openOverlays()));
    const menu = overlayOpened();
    const other = overlayOpened();
    menu();
    menu();
    expect(openOverlays()).toBe(1);
    stop();
    other();
    expect(heard).toEqual([1, 2, 1]);
    expect(openOverlays()).toBe(0);
  });
});
