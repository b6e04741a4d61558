import { graphql, useStaticQuery } from 'gatsby';
import type { TrainerChoice } from '../../lib/forms/choices';

interface TrainersQuery {
  contentTrainers: { trainers: TrainerChoice[] };
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
