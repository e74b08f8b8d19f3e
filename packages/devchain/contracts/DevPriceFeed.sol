// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice A price feed with Chainlink's AggregatorV3Interface, for the dev chain only: its owner sets the answer
/// and when it was updated, so the gateway's on-chain price path runs against a real contract (and a stale price can
/// be made on purpose).
contract DevPriceFeed {
    uint8 public immutable decimals;
    address public immutable owner;
    string public description;

    uint80 private round;
    int256 private answer;
    uint256 private updatedAt;

    constructor(uint8 decimals_, string memory description_, address owner_) {
        decimals = decimals_;
        description = description_;
        owner = owner_;
    }

    /// @notice The AggregatorV3Interface version this feed answers as.
    function version() external pure returns (uint256) {
        return 4;
    }

    /// @notice Sets a new round: the answer (with `decimals` decimals) and the time it was updated.
    function setAnswer(int256 answer_, uint256 updatedAt_) external {
        require(msg.sender == owner, "DevPriceFeed: only the owner sets answers");
        round += 1;
        answer = answer_;
        updatedAt = updatedAt_;
    }

    /// @notice The latest round, as AggregatorV3Interface returns it.
    function latestRoundData() external view returns (uint80, int256, uint256, uint256, uint80) {
        return (round, answer, updatedAt, updatedAt, round);
    }
}
