export {
  attachApplicationsToCandidate,
  moveApplicationToStage,
  recordApplicationReceived,
  type StageMove,
  stageLabel,
  stageMoveRefusal,
  verifiedCandidateIdByEmail,
} from "./stages";
