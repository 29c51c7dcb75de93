export {
  addCandidateNote,
  candidateNoteSchema,
  candidateResumeForAdmin,
  candidateTagsSchema,
  getCandidateRecord,
  setCandidateTags,
} from "./candidate-records";
export {
  type CandidateSearch,
  candidateSearchOf,
  effectiveCandidateSort,
  searchCandidates,
} from "./candidate-search";
