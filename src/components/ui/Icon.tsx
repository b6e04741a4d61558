import {
  Activity, Award, Baby, Bike, Calendar, Car, Clock, Crown, Droplets, Dumbbell, Flame, Flower2, HeartPulse, Key, Laptop,
  Mail, MapPin, Phone, ShieldCheck, ShowerHead, Smile, Sparkles, Star, Swords, Target, Thermometer, Ticket, Trophy, Users, Zap,
  createLucideIcon, type LucideIcon,
} from 'lucide-react';
import type { ICON_NAMES } from '../../content/content-schema';

export type IconName = (typeof ICON_NAMES)[number];

const ICONS: Record<IconName, LucideIcon> = {
  dumbbell: Dumbbell, users: Users, 'heart-pulse': HeartPulse, baby: Baby, zap: Zap, swords: Swords, laptop: Laptop,
  flower: Flower2, clock: Clock, calendar: Calendar, star: Star, crown: Crown, ticket: Ticket, key: Key, trophy: Trophy,
  'shield-check': ShieldCheck, sparkles: Sparkles, flame: Flame, droplets: Droplets, bike: Bike, activity: Activity,
  'map-pin': MapPin, phone: Phone, mail: Mail, car: Car, thermometer: Thermometer, 'shower-head': ShowerHead, award: Award,
  target: Target, smile: Smile,
};

function isIconName(name: string): name is IconName {
  return Object.prototype.hasOwnProperty.call(ICONS, name);
}

/** A decorative icon from the content's icon names (hidden from assistive technology); a dumbbell for any other name. */
export function Icon({ name, size = 24, className }: { name: string; size?: number; className?: string }) {
  const Cmp = isIconName(name) ? ICONS[name] : Dumbbell;
  return <Cmp size={size} aria-hidden="true" focusable="false" className={className} strokeWidth={2} />;
}

/** Instagram's camera outline: lucide's own brand icons are deprecated (to be removed), so the site draws its own. */
export const Instagram = createLucideIcon('Instagram', [
  ['rect', { x: '2', y: '2', width: '20', height: '20', rx: '5', ry: '5', key: 'frame' }],
  ['circle', { cx: '12', cy: '12', r: '4', key: 'lens' }],
  ['line', { x1: '17.5', y1: '6.5', x2: '17.51', y2: '6.5', key: 'flash' }],
]);
