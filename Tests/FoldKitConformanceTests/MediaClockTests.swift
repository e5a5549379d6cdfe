import Testing

/// The suites that step the process's one media clock (as a host steps it), run one at a time
/// so that none reads another's time.
@Suite(.serialized) struct MediaClockTests {}
