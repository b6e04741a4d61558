import {
  Activity, Award, Baby, Bike, Calendar, Car, Clock, Crown, Droplets, Dumbbell, Flame, Flower2, HeartPulse, Key, Laptop,
  Mail, MapPin, Phone, ShieldCheck, ShowerHead, Smile, Sparkles, Star, Swords, Target, Thermometer, Ticket, Trophy, Users, Zap,
  type LucideIcon,
} from 'lucide-react';
import type { ICON_NAMES } from '../../lib/content-schema';

export type IconName = (typeof ICON_NAMES)[number];

const ICONS: Record<IconName, LucideIcon> = {
  dumbbell: Dumbbell, users: Users, 'heart-pulse': HeartPulse, baby: Baby, zap: Zap, swords: Swords, laptop: Laptop,
  flower: Flower2, clock: Clock, calendar: Calendar, star: Star, crown: Crown, ticket: Ticket, key: Key, trophy: Trophy,
  'shield-check': ShieldCheck, sparkles: Sparkles, flame: Flame, droplets: Droplets, bike: Bike, activity: Activity,
  'map-pin': MapPin, phone: Phone, mail: Mail, car: Car, thermometer: Thermometer, 'shower-head': ShowerHead, award: Award,
  target: Target, smile: Smile,
};

/** A decorative icon from the content's icon names (hidden from assistive technology). */
export function Icon({ name, size = 24, className }: { name: IconName | string; size?: number; className?: string }) {
  const Cmp = ICONS[name as IconName] ?? Dumbbell;
  return <Cmp size={size} aria-hidden="true" focusable="false" className={className} strokeWidth={2} />;
}
