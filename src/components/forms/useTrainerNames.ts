import { graphql, useStaticQuery } from 'gatsby';

interface TrainersQuery {
  contentTrainers: { trainers: { name: string; practitionerType: string }[] };
}

export interface TrainerChoice {
  /** The full name: the option's value and what the gym reads in the notification. */
  name: string;
  practitionerType: string;
}

/** Every trainer in content/data/trainers.yaml, in content order: the preferred-trainer choices. */
export function useTrainerNames(): TrainerChoice[] {
  const data = useStaticQuery<TrainersQuery>(graphql`
    query ConsultationTrainers {
      contentTrainers {
        trainers {
          name
          practitionerType
        }
      }
    }
  `);
  return data.contentTrainers.trainers;
}
