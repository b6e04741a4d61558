/** Valid values for each form, as the browser holds them. */
export const CONSULTATION = {
  name: "Harpreet O'Neil-Singh",
  email: 'harpreet@example.com',
  phone: '(604) 555-0199',
  age: '34',
  selectedTrainer: 'Angela Dela Cruz',
  fitnessGoals: 'strength',
  currentFitnessLevel: 'lightly-active',
  workoutExperience: 'novice',
  healthConditions: 'Old knee injury (left)',
  availableDays: ['monday', 'thursday'],
  preferredTime: 'early-morning',
  additionalInfo: 'Looking to train before work.',
};

export const CONTACT = {
  name: 'Jordan Lee',
  email: 'jordan@example.com',
  phone: '604-555-0123',
  service: 'kickboxing-boxing',
  message: 'Do you have beginner boxing classes on weekends?',
};

export const SERVICE = {
  name: 'Priya Sharma',
  email: 'priya@example.com',
  phone: '+1 604 555 0111',
  trainerPreference: 'female',
  fitnessGoals: 'weight-loss',
  currentFitnessLevel: 'sedentary',
  medicalConditions: '',
  availability: 'Weekday evenings',
  additionalNotes: '',
  service: 'Pre & Post Natal',
};
