/**
 * The colours of the generated brand art (scripts/images), typed once. The brand's own colours come from
 * the theme (./theme `colors`); what is listed here is only what the art paints and the site never does:
 * deeper and paler hues of the brand, and the materials of a gym (steel, rubber, wood, turf, tiles, glass).
 * The generator has no colour of its own; a new one belongs here, named for what it paints.
 */
import { colors } from './theme';

/** Warm light: the glow of the accent on metal, glass and skin. */
const glow = {
  peach: '#ffb27a',
  apricot: '#ffd0b0',
  blush: '#ffd9bd',
  cream: '#ffe0c7',
  candle: '#ffb58f',
  coral: '#ff8f5e',
  petal: '#ffd7c2',
  shell: '#ffe0cc',
} as const;

/** Rooms in perspective: walls, floor, ceiling and the haze far away. */
const darkRoom = { wall: '#253042', back: '#2a3447', floor: '#161b23', ceiling: '#0d1117', grid: '#3a4556', fog: '#0e1218' } as const;
const lightRoom = { wall: '#dcd8d1', back: '#c3d1e0', floor: '#b9b3aa', ceiling: '#f0ede7', grid: '#a39d94', fog: '#efe9e0' } as const;
/** A mid blue: lockers, and the walls of the new training floor. */
const slateBlue = '#4a6b91';
const nightGround = ['#1b2028', '#0e1116'] as const;

export const art = {
  // The theme's colours, under the names the art uses.
  bg: colors.bg,
  surface: colors.surface,
  raised: colors.surfaceRaised,
  /** The theme's border colour, painted as slate (shelves, kerbs, planters). */
  slate: colors.border,
  accent: colors.accent,
  accentHover: colors.accentHover,
  ink: colors.accentInk,
  steel: colors.steel,
  muted: colors.muted,
  light: colors.light,
  success: colors.success,
  focus: colors.focus,

  // Hues of the brand only the art uses.
  ember: '#b8441a',
  steelDark: '#2b3d52',
  steelLight: '#9db4cf',
  warmWhite: '#fff1e0',
  white: '#ffffff',
  black: '#000000',
  glow,

  /** Gym equipment. */
  gear: {
    chrome: '#c7cdd6',
    metal: '#8d97a5',
    frame: '#20262f',
    plate: '#181d26',
    shelf: '#232a35',
    base: '#1d232d',
    seat: '#111419',
    pad: '#1b2029',
    dumbbell: '#1a1f27',
    dumbbellAlt: '#222933',
    belt: '#0e1117',
    screen: '#3f6a95',
    flywheel: '#2c3542',
    stack: '#151a21',
    machineSeat: '#161b22',
    machineSeatTop: '#252c38',
    rope: '#c9b38f',
    rubber: '#2a2118',
    rubberTop: '#3a2c1e',
    oakTop: '#b57a4c',
    wood: '#9a5b34',
    woodLight: '#c98552',
    woodTop: '#d9a06d',
    cedarTop: '#e0a474',
    counter: '#d9d4cc',
    counterTop: '#ebe6de',
    monitor: '#22344a',
    linen: '#f2efe9',
    curtain: '#f7f4ef',
    cabinetTop: '#f4f1ea',
    carriage: '#e9e4dc',
    locker: slateBlue,
    leaf: '#2f5a44',
    leafLight: '#3a6b52',
    turf: '#2e5a45',
    turfLine: '#e8efe9',
    matBrown: '#23180f',
    padding: '#1a2a3d',
    paddingTop: '#1d2f45',
    paddingSeam: '#12202f',
    bagOxblood: '#3a1f16',
    tablePad: '#26415e',
  },

  room: {
    dark: darkRoom,
    light: lightRoom,
    /** Dawn through the windows of a light room, and of a dark one. */
    dawnLight: ['#9fbbd8', '#e8eef3', glow.blush],
    dawnDark: '#1b2a40',
    mullion: '#11161d',
    skyline: darkRoom.fog,
    mirror: ['#2c3a4d', '#4a6482', '#6d8bad', '#3d536c', '#26313f'],
  },

  /** The gym's front at night. */
  entrance: {
    fog: '#10151d',
    sky: ['#07090d', '#141c29', '#3a2a25'],
    star: '#dfe7f1',
    ground: nightGround,
    parkingLine: '#d9dde3',
    facade: '#222b39',
    neighbour: darkRoom.floor,
    neighbourFront: '#19202a',
    glass: ['#ffd7b0', '#f5a66f', '#6a3a22'],
    silhouette: '#3a2418',
    doorFrame: nightGround[1],
    signBox: '#0f1319',
  },

  /** The architect's-render look of the expansion. */
  expansion: {
    edge: 'rgba(220,232,245,0.35)',
    sky: '#101826',
    /** Floor and wall of each room. */
    sauna: ['#8ea6c2', colors.steel],
    group: ['#a9bdd4', colors.steel],
    shower: ['#b9c8da', '#6d8db3'],
    recovery: ['#9fb5cf', '#4f7199'],
    floor: ['#7f98b6', slateBlue],
    stones: '#6b6f76',
    glass: '#bcd3ea',
    window: '#cfe0f2',
    tile: '#dfe6ee',
    drain: '#7f97b3',
    pool: '#7fb2e0',
  },

  /** The hero's barbell and the dark gradient behind it. */
  hero: { backdrop: '#161c27', barShadow: '#5d6776', barShine: '#e4e8ee' },

  /** Trainer portraits and before/after pictograms. */
  people: {
    ember: '#3a1a0d',
    navy: '#24364d',
    denim: '#2e4a6b',
    figure: '#0d1016',
    night: '#05070a',
    before: '#c9d2dc',
    afterLight: '#ddd5c8',
  },
} as const;
